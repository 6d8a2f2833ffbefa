// The last QA matrix run (npm run qa:matrix): when it ran, how long, the counts, and its findings
// grouped by route, then by brand · language · preset.
import { useEffect, useState } from 'react';
import { STUDIO_PATHS } from '../../../domain/studio/contract';
import type { QaFinding, QaReport } from '../../../domain/qa/report';
import type { StudioSectionProps } from '../sectionProps';
import { refusalText, useT } from '../studioTexts';
import { TableHead } from '../desk/Desk';

type State = { report: QaReport } | { none: true } | { error: string } | undefined;

function byRoute(findings: readonly QaFinding[]): [string, QaFinding[]][] {
  const groups = new Map<string, QaFinding[]>();
  for (const f of findings) groups.set(f.routeId, [...(groups.get(f.routeId) ?? []), f]);
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

export default function QaPanel(_props: StudioSectionProps) {
  const t = useT();
  const [state, setState] = useState<State>();

  useEffect(() => {
    let live = true;
    fetch(STUDIO_PATHS.qaLastRun, { credentials: 'same-origin' }).then(
      async (res) => {
        const body = (await res.json().catch(() => ({}))) as { reason?: string } & QaReport;
        if (!live) return;
        if (res.ok) setState({ report: body });
        else if (body.reason === 'qa_no_run') setState({ none: true });
        else setState({ error: refusalText(t, body.reason ?? 'server_error') });
      },
      () => live && setState({ error: refusalText(t, 'network') }),
    );
    return () => {
      live = false;
    };
  }, [t]);

  return (
    <section aria-labelledby="qa-title">
      <h1 id="qa-title">{t('section.qa')}</h1>
      {state === undefined && <p className="studio-loading">{t('app.loading')}</p>}
      {state && 'none' in state && <p className="studio-muted">{t('qa.noRun')}</p>}
      {state && 'error' in state && (
        <p className="studio-error" role="alert">
          {state.error}
        </p>
      )}
      {state && 'report' in state && <QaReportView report={state.report} />}
    </section>
  );
}

function QaReportView({ report }: { report: QaReport }) {
  const t = useT();
  const open = report.findings.filter((f) => !f.allowlisted);
  const allowed = report.findings.filter((f) => f.allowlisted);
  return (
    <>
      <p>
        {t('qa.ranAt', {
          at: new Date(report.finishedAt).toLocaleString(),
          seconds: Math.round(report.durationMs / 1000),
        })}
      </p>
      <p className={open.length ? 'studio-error' : 'studio-muted'}>
        {t('qa.summary', {
          pages: report.counts.pages,
          findings: report.counts.findings,
          allowlisted: report.counts.allowlisted,
        })}
      </p>
      {report.skipped.map((s) => (
        <p key={s.routeId} className="studio-muted">
          {t('qa.skipped', { route: s.routeId, reason: s.reason })}
        </p>
      ))}
      {report.findings.length === 0 && <p>{t('qa.clean')}</p>}
      {byRoute([...open, ...allowed]).map(([routeId, findings]) => (
        <section key={routeId} aria-label={`${t('qa.route')} ${routeId}`}>
          <h2>{routeId}</h2>
          <table className="studio-table">
            <TableHead heads={[t('qa.where'), t('qa.kind'), t('qa.message')]} />
            <tbody>
              {findings.map((f, i) => (
                <tr key={i}>
                  <td>
                    <a href={f.url} target="_blank" rel="noreferrer">
                      {f.brand} · {f.lng} · {f.preset}
                    </a>
                  </td>
                  <td>{f.kind}</td>
                  <td>
                    {f.message}
                    {f.allowlisted && (
                      <span className="studio-muted">
                        {' '}
                        ({t('qa.allowlisted', { reason: f.allowlisted })})
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
