#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingData
import TrendingDomain
import TrendingPresentation
import TrendingTerminalUI

/// The stores of the state folder (the user's state, the page memory, the star snapshots),
/// which share its lock, as the composition root and the commands build them.
enum StateStores {
    /// User state. A lock wait is progress, said through `presenter` while it waits, for at most
    /// `lockWait` per holder (each caller names its own: `stateChangeWait`, `listLockWait`…); what the store meets on the way (a corrupt file moved aside) comes
    /// back in its answers.
    static func user(_ environment: AppEnvironment, presenter: UserStatePresenter, lockWait: TimeInterval) -> LocalUserStateStore {
        LocalUserStateStore(storage: stateStorage(environment, presenter: presenter, lockWait: lockWait), now: environment.now)
    }

    /// What GitHub's trending page listed lately, beside the user's state and under its lock.
    /// Each API server's own (`scope`: `GitHubAPI.cacheScope`): one server's page is no other's.
    static func pageMemory(
        _ environment: AppEnvironment, scope: String, presenter: UserStatePresenter, lockWait: TimeInterval
    ) -> LocalPageMemoryStore {
        LocalPageMemoryStore(storage: stateStorage(environment, presenter: presenter, lockWait: lockWait), scope: scope, now: environment.now)
    }

    /// Star history, beside the user's state and under its lock.
    static func history(_ environment: AppEnvironment, presenter: UserStatePresenter, lockWait: TimeInterval) -> LocalSnapshotStore {
        LocalSnapshotStore(storage: stateStorage(environment, presenter: presenter, lockWait: lockWait), now: environment.now)
    }

    /// The state folder, saying through `presenter` when it waits for another run's lock.
    private static func stateStorage(_ environment: AppEnvironment, presenter: UserStatePresenter, lockWait: TimeInterval) -> FileSystemStorage {
        FileSystemStorage(
            path: environment.statePath, lockTimeout: lockWait, onLockWait: { presenter.presentWaitingForLock() },
            neverStore: TokenMaskingOutput.token(environment)
        )
    }

    /// A `--new-only` run's own lock, held from reading what was seen to recording what it wrote:
    /// two digests at once would each list the same new repos. Another's turn is waited out (a
    /// bounded wait for each holder); the state's own lock is untouched, so nothing else waits.
    /// A state folder where not even the lock can be made cannot record what the digest shows:
    /// then it lists nothing (`.cannotRecord`), as when what was shown cannot be read.
    static func digestLock(_ environment: AppEnvironment, presenter: UserStatePresenter) -> DigestTurn {
        let storage = FileSystemStorage(path: environment.statePath, lockTimeout: 120, onLockWait: { presenter.presentWaitingForDigest() })
        do throws(StorageError) {
            let held = try storage.holdLock(".new-only.lock")
            // The state's own lock, which recording takes, refused as that would refuse it (a link,
            // no regular file): found now, before anything is asked or listed (bb33 m-D1).
            do throws(StorageError) { try storage.checkLock() } catch {
                held.release()
                throw error
            }
            return .held(held)
        } catch {
            switch error {
            case .lockTimeout(let failure):
                presenter.presentDigestNotWaited(.busy(failure))
                return .notWaited
            case .io(let failure), .refused(let failure):
                presenter.presentDigestCannotRecord(.io(failure))
                return .cannotRecord
            }
        }
    }

    /// A `--new-only` run that listed but could not record, said as an error on stderr.
    static func presentDigestNotRecorded(_ error: StateError, _ format: OutputFormat, _ context: CommandContext) {
        let view = CompositionRoot.view(format, context)
        UserStatePresenter(view: view, links: CompositionRoot.webLinks(context), now: context.environment.now).presentDigestNotRecorded(error)
    }

    /// A `--new-only` run's turn (`digestLock`), its waits said on stderr.
    static func digestTurn(_ format: OutputFormat, _ context: CommandContext) -> DigestTurn {
        let view = CompositionRoot.view(format, context)
        let presenter = UserStatePresenter(view: view, links: CompositionRoot.webLinks(context), now: context.environment.now)
        return digestLock(context.environment, presenter: presenter)
    }

    /// What a `--new-only` run got of its turn.
    enum DigestTurn {
        /// Its turn, held until it has recorded what it listed.
        case held(HeldLock)
        /// Another run kept its turn past the wait: this one goes on, said.
        case notWaited
        /// The state folder cannot hold even the lock, so nothing listed could be recorded as seen.
        case cannotRecord

        func release() {
            if case .held(let lock) = self { lock.release() }
        }
    }

    /// How long a change of the state (`bookmark`, `hide`, `open RANK`…) or a read that must see
    /// it whole (`history`) waits for each other run holding the lock: 30 s, said while it waits.
    static let stateChangeWait: TimeInterval = 30

    /// How long a key in `browse` waits for another run's lock: a frame's worth, well under
    /// what a user notices, so keys and signals are never held up behind another run.
    static let browseLockWait: TimeInterval = 0.2

    /// How long a list or `show` waits for another run's lock to record what it showed: 2 s, or
    /// its `--timeout` when shorter, once a run, so nothing local eats a run's deadline; a
    /// `--new-only` digest, whose point is recording its repos, 30 s as a state change does.
    static func listLockWait(_ api: GitHubAPI, newOnly: Bool = false) -> TimeInterval {
        newOnly ? stateChangeWait : min(2, api.timeout)
    }
}
