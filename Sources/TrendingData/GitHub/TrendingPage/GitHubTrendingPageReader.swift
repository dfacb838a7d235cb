/// Reads GitHub's trending pages with a small tolerant HTML scanner of its own: rows are found by
/// structure, not by class names, so the reader survives the markup changes GitHub has made
/// since 2018; every text is entity-decoded and sanitized, every name validated. Work is linear
/// in the page's length whatever it holds.
public struct GitHubTrendingPageReader: TrendingPageReading {
    public init() {}

    public func repos(in page: [UInt8]) -> [TrendingPageRow] {
        var scan = RepoRowScan(page)
        return scan.read()
    }

    public func developers(in page: [UInt8]) -> [TrendingDeveloperRow] {
        var scan = DeveloperRowScan(page)
        return scan.read()
    }
}
