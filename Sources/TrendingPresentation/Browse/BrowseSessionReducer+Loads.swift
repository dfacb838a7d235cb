import TrendingDomain

/// Loads: the first, a refresh, a page more, a reload, and what each brings back.
extension BrowseSessionReducer.Reduction {
    mutating func refresh() {
        guard rules.mode != .offline else {
            // Only a list there is is "the cached list": with nothing cached, that is said again.
            let said = state.listing == nil
                ? "--offline: not asking GitHub, and nothing is cached for this list; run without --offline to fetch it."
                : "--offline: not asking GitHub; showing the cached list."
            effects += [.loadFinished, .status(said)]
            return
        }
        startLoad(.refresh, kind: .live)
    }

    mutating func loadMore() {
        guard let loaded = state.listing?.repos.count else { return }
        // A page is as many rows as the first load asked for (--limit, 100 by default), past what
        // was asked before: rows dismissed since are not to be asked for again.
        state.limit = min(rules.maximumLimit, max(state.limit, loaded) + rules.pageSize)
        state.generation += 1
        state.loadsInFlight += 1
        effects.append(.loadMore(generation: state.generation))
    }

    mutating func reload() {
        state.listing = nil
        // A dismissal stays undoable in the next list (a hidden repo is hidden from every list).
        state.undoOfEarlierLists = state.undo.count
        state.exhausted = false
        state.limit = rules.pageSize
        state.failures = 0
        state.retryAt = nil
        state.lastFailure = nil
        effects.append(.presentOnline)
        startLoading(first: false)
    }

    mutating func listed(_ listing: TrendingListing, generation: Int) {
        guard generation == state.generation, state.listing == nil else { return }
        // The cache-first paint's list before its gains is read with --offline's mode too: it
        // must not say "Offline: …" in a session that is not (the note would stay after the
        // live load succeeds).
        state.listing = rules.mode == .offline ? listing : Self.notOffline(listing)
        effects.append(.presentListing(state.listing ?? listing, warnings: []))
        presentProgress()
    }

    /// `listing` with an `.offlineCache` source said as the fresh cache it is read as.
    static func notOffline(_ listing: TrendingListing) -> TrendingListing {
        guard case .offlineCache(let fetchedAt) = listing.source else { return listing }
        var shown = listing
        shown.source = .freshCache(fetchedAt: fetchedAt)
        return shown
    }

    /// The list for the current period and sort: the cache at once, then (unless `--offline`)
    /// a live load, which asks GitHub only when the cache is stale or `--refresh` was given.
    mutating func startLoading(first: Bool) {
        state.generation += 1
        let live: LoadMode? = rules.mode == .offline ? nil : (first && rules.mode == .refresh ? .refresh : .automatic)
        if let live {
            state.loadsInFlight += 1
            state.liveMode = live
        }
        effects.append(.loadFirst(generation: state.generation, live: live))
    }

    mutating func startLoad(_ mode: LoadMode, kind: BrowseLoadKind) {
        state.generation += 1
        state.loadsInFlight += 1
        if kind == .live { state.liveMode = mode }
        effects.append(.load(mode, kind: kind, generation: state.generation))
    }

    mutating func receive(_ result: TrendingLoadResult, generation: Int, kind: BrowseLoadKind) {
        // A superseded load still ended: count it out before ignoring what it brought.
        if kind != .cache && kind != .offline { state.loadsInFlight = max(0, state.loadsInFlight - 1) }
        guard generation == state.generation else { return }
        // Whatever the load measured is in its list now (or it failed); the footer stops counting.
        if kind != .cache, state.measured != nil {
            state.measured = nil
            presentProgress()
        }
        switch result.outcome {
        case .success(let listing):
            // The cache-first paint keeps quiet about the cache, and so does a page more read from
            // it (short only by hidden repos); the live load says what matters.
            if kind == .more {
                // Nothing new on screen and nothing new in the cache: the end of what GitHub has.
                state.exhausted = listing.repos.count <= (state.listing?.repos.count ?? 0) && state.cacheGrew == 0
                state.cacheGrew = 0
            }
            let quiet = kind == .cache || (kind == .more && rules.mode != .offline)
            let warnings = quiet ? [] : result.warnings
            // The cache-first paint is read with --offline's mode, but nothing is offline yet: it
            // must not say "Offline: …" (a status that would stay after the live load succeeds),
            // now or when a measured gain presents it again. Nor must a page more, re-read from
            // the cache its fetch just filled.
            state.listing = quiet ? Self.notOffline(listing) : listing
            effects.append(.presentListing(state.listing ?? listing, warnings: warnings))
            presentProgress()
            switch listing.source {
            case .staleFallback(_, let reason): failed(reason)
            case .remote, .freshCache: recovered()
            case .offlineCache: break
            }
        case .failure(.remote(let error)) where kind != .cache:
            failed(error)
        case .failure(let error):
            if kind != .cache { effects.append(.presentFailure(error, warnings: result.warnings)) }
        }
        if kind != .cache { effects.append(.loadFinished) }
    }

    /// `--scope all`: a gain fills in on its row, which stays where it is (the order changes
    /// once, when the measured list arrives).
    mutating func receive(_ progress: GainProgress, generation: Int) {
        // A superseded load's measurements belong to another list.
        guard generation == state.generation else { return }
        state.measured = BrowseMeasuring(done: progress.done, of: progress.total)
        if let name = progress.repo, let gain = progress.gain, var listing = state.listing,
           listing.repos.contains(where: { $0.repoName.key == name.key }) {
            listing.gains[name.key] = gain
            state.listing = listing
            effects.append(.presentListing(listing, warnings: []))
        }
        presentProgress()
    }
}
