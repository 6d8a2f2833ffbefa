// The close button of a notice, a toast's or a standing banner's: a cross, named for assistive
// technology (the name comes from the dictionary). Its look is in notices.css.
export function NoticeClose(p: { className: string; label: string; onClose: () => void }) {
  return (
    <button type="button" className={`notice-close ${p.className}`} onClick={p.onClose}>
      <span aria-hidden="true">×</span>
      <span className="visually-hidden">{p.label}</span>
    </button>
  );
}
