/// Reads GitHub's trending pages (HTML, untrusted, of any markup generation) into rows. An
/// empty answer means the page yielded no valid row: the caller treats it as unavailable.
public protocol TrendingPageReading: Sendable {
    func repos(in page: [UInt8]) -> [TrendingPageRow]
    func developers(in page: [UInt8]) -> [TrendingDeveloperRow]
    /// Whether a page with no row says so itself: GitHub's "It looks like we don't have any
    /// trending repositories (developers) for your choices."
    func listsNone(_ page: [UInt8]) -> Bool
}
