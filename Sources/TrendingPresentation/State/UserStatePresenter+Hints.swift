import TrendingDomain

/// The next steps for state failures: what to do, never a remedy the error's words gave already.
extension UserStatePresenter {
    /// The next step for a state file that failed: a lock file in the wrong shape is removed
    /// (its words say so: none more, bb48 i3-D1); else the folder's permissions.
    static func hint(for error: StateError, reading: Bool = false) -> DisplayText {
        switch error {
        case .io(.lockIsSymbolicLink), .io(.lockNotRegularFile): "trending makes the lock file itself once nothing else is in its place."
        default: "Check that $XDG_STATE_HOME/trending (default ~/.local/state/trending) is \(reading ? "readable" : "writable")."
        }
    }

    /// A digest that could record nothing: the folder's permissions, or running without it.
    static func digestHint(for error: StateError) -> DisplayText {
        switch error {
        // The lock's own words say to remove it (bb48 i3-D2).
        case .io(.lockIsSymbolicLink), .io(.lockNotRegularFile): "Or run without --new-only."
        default: "Make the state folder writable ($XDG_STATE_HOME/trending, default ~/.local/state/trending), or run without --new-only."
        }
    }
}
