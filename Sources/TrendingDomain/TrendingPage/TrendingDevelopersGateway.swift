/// Where GitHub's trending developers come from: the page `/trending/developers`, cached.
public protocol TrendingDevelopersGateway: Sendable {
    /// - Parameters:
    ///   - language: a language's name as GitHub shows it (`C++`, `C#`, `Jupyter Notebook`), nil for all.
    ///   - spokenLanguage: a spoken-language code (`en`, `zh`), nil for all.
    func developers(
        since: TrendingPeriod, language: String?, spokenLanguage: String?, mode: LoadMode
    ) async -> TrendingPageAnswer<[TrendingDeveloper]>
}
