import { Component, type ReactNode } from 'react';
import { StudioTextsContext, type StudioT } from '../studioTexts';

/** One section failing (a chunk not loaded, a bug) leaves the header and the menu usable. */
export class SectionBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  static override contextType = StudioTextsContext;
  declare context: StudioT;
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="studio-error" role="alert">
        {this.context('app.sectionFailed')}
      </p>
    );
  }
}
