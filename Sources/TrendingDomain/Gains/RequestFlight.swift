/// The star-history requests under way while measuring, as their answers arrive (in any order,
/// before they are applied), and how many more may start.
struct RequestFlight {
    /// Candidates decided so far (the next to decide), and requests sent but not yet arrived.
    var decided = 0
    var inFlight = 0
    /// Whether the latest answer to arrive was one: only then may several be in flight.
    private(set) var answeredLast = false
    /// A failure of the server's arrived: no request starts any more.
    private(set) var halted = false
    /// The core budget left after the latest answer, where it said.
    private(set) var remaining: Int?
    /// The candidate in flight that must be alone there, if one is.
    var alone: Int?
    /// After a failure, only the answer to a request started after it (a position from this one
    /// on) opens the flight again: those in flight when it came say nothing of the server now.
    private var reopensFrom = 0

    /// How many may be in flight: one until the server answers and after any failure, and
    /// never so many that the budget would fall to `reserve` or below.
    func room(_ concurrency: Int, reserve: Int) -> Int {
        guard !halted else { return 0 }
        let budget = remaining.map { max(0, $0 - reserve) } ?? Int.max
        return min(answeredLast ? concurrency : 1, budget)
    }

    /// The request for candidate `position` was answered, leaving `remaining` where it said.
    mutating func answered(at position: Int, remaining left: Int?) {
        arrived(at: position)
        if position >= reopensFrom { answeredLast = true }
        if let left { remaining = min(remaining ?? left, left) }
    }

    /// The request for candidate `position` failed; the server's failures halt the flight.
    mutating func failed(at position: Int, aboutServer: Bool) {
        arrived(at: position)
        answeredLast = false
        reopensFrom = decided
        halted = halted || aboutServer
    }

    private mutating func arrived(at position: Int) {
        inFlight -= 1
        if alone == position { alone = nil }
    }
}
