/// What became of the user's token for this run's API: what a spent limit or a 401 advises.
public enum TokenUse: Sendable, Equatable {
    /// No token is set.
    case none
    /// GitHub's requests carry it: a spent limit is the token's own.
    case sent
    /// One is set, but the API is plain http to another machine, so it is never sent.
    case heldBack

    public init(sent: Bool, heldBack: Bool) {
        self = sent ? .sent : heldBack ? .heldBack : .none
    }

    /// What a held-back token needs, said in its advice.
    static let httpsAdvice = "The token in GITHUB_TOKEN or GH_TOKEN is not sent over plain http to another machine: use the API's https address"

    /// The next step when GitHub's rate limit is used up: wait for the reset, or, when the reset
    /// said is already past (`it resets now`), try again.
    func rateLimitHint(resetPassed: Bool) -> DisplayText {
        let lead = resetPassed ? "Try again now" : "Wait until then"
        return switch self {
        case .sent: "\(lead): the token in GITHUB_TOKEN or GH_TOKEN already has GitHub's higher limit."
        case .heldBack: "\(lead). \(Self.httpsAdvice) for the token's higher limit."
        case .none: "\(lead), or set GITHUB_TOKEN to a personal access token for a higher limit."
        }
    }

    /// The next step when GitHub refuses a request (403, not a rate limit).
    var forbiddenHint: DisplayText {
        switch self {
        case .sent: "Check that the token in GITHUB_TOKEN or GH_TOKEN may read public repositories, or try without it."
        case .heldBack: "\(Self.httpsAdvice) (--api-url https://…) if this server wants it."
        case .none: "Try with a token: set GITHUB_TOKEN to a personal access token (export GITHUB_TOKEN=...)."
        }
    }

    /// The next step when GitHub knows no repo of the name asked.
    var notFoundHint: DisplayText {
        switch self {
        case .sent: "Check the spelling; a private repo needs the token in GITHUB_TOKEN or GH_TOKEN to be able to read it."
        case .heldBack: "Check the spelling; a private repo needs the token, which is not sent over plain http to another machine: use the API's https address."
        case .none: "Check the spelling, or set GITHUB_TOKEN to a token that can read it."
        }
    }

    /// Said after a list cut short by the rate limit.
    var partialAdvice: String {
        switch self {
        case .sent: ""
        case .heldBack: " \(Self.httpsAdvice) for a higher limit."
        case .none: " Set GITHUB_TOKEN for a higher limit."
        }
    }
}
