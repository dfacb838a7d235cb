/// What `trending cache`'s screen implements: the path on stdout, the rest on stderr.
public protocol CacheView: Sendable {
    func displayPath(_ path: DisplayText)
    func display(_ viewModel: NoticeViewModel)
    func display(_ viewModel: ErrorViewModel)
}

/// Words for `trending cache clear` and `cache path`.
public struct CachePresenter: Sendable {
    private let view: any CacheView

    /// - Parameter view: where the words go.
    public init(view: any CacheView) {
        self.view = view
    }

    /// `cache path`: the folder alone on stdout.
    public func presentPath(_ path: String) {
        view.displayPath(.line(path))
    }

    /// `cache clear` removed `count` files.
    public func presentCleared(count: Int, from path: String) {
        view.display(NoticeViewModel(
            kind: .status, message: "Removed \(count) cached file\(count == 1 ? "" : "s") from \(path)."
        ))
    }

    /// `cache clear` could not remove a file.
    public func presentClearFailed(reason: String, path: String) {
        view.display(ErrorViewModel(
            title: "Could not clear the cache", message: "\(reason).",
            hint: "Check the permissions of \(path)."
        ))
    }
}
