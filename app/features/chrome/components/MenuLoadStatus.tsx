interface MenuLoadStatusProps {
  failed: boolean;
  onRetry: () => void;
}

/** What a menu panel shows while its sections are read, or when they could not be. */
export function MenuLoadStatus({failed, onRetry}: MenuLoadStatusProps) {
  if (!failed) {
    return (
      <p className="menu-load-status" role="status">
        Loading the menu…
      </p>
    );
  }
  return (
    <div className="menu-load-status" role="alert">
      <p>The menu could not be loaded.</p>
      <button type="button" className="link-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
