/// Reads GitHub's trending pages (HTML, untrusted, of any markup generation) into rows. An
/// empty answer means the page yielded no valid row: the caller treats it as unavailable.
public protocol TrendingPageReading: Sendable {
    func repos(in page: [UInt8]) -> [TrendingPageRow]
    func developers(in page: [UInt8]) -> [TrendingDeveloperRow]
}
