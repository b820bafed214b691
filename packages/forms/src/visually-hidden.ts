/**
 * `sx` for text read by screen readers and not shown. Sizes are strings on purpose: in `sx`
 * a bare `1` means 100 %, which once made each hidden label as wide as the page and the
 * page scroll sideways. The parent must be positioned (`position: relative`).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
