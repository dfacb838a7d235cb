import TrendingData
import TrendingPresentation

extension GitHubAPI {
    /// What the presenters' advice is told of the token: sent, held back from plain http, or none.
    var tokenUse: TokenUse { TokenUse(sent: hasToken, heldBack: tokenHeldBack) }
}
