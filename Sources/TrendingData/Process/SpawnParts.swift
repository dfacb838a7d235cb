#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The pipes a `Subprocess` makes for the child's standard streams (0, 1, 2): the child's end of
/// each is closed here once the child has its copy, the parent's end goes to the `Subprocess`.
struct SpawnPipes {
    private(set) var parentEnd: [Int32?] = [nil, nil, nil]
    private var childEnd: [Int32?] = [nil, nil, nil]

    /// A pipe for the child's stream `fd`, both ends close-on-exec; returns the child's end.
    mutating func make(for fd: Int32) throws(SubprocessError) -> Int32 {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw SubprocessError(code: errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        // Standard input: the child reads (end 0), this process writes (end 1); outputs the reverse.
        let (child, parent) = fd == 0 ? (ends[0], ends[1]) : (ends[1], ends[0])
        childEnd[Int(fd)] = child
        parentEnd[Int(fd)] = parent
        return child
    }

    mutating func closeChildEnds() {
        for fd in childEnd.compactMap({ $0 }) { close(fd) }
        childEnd = [nil, nil, nil]
    }

    mutating func closeParentEnds() {
        for fd in parentEnd.compactMap({ $0 }) { close(fd) }
        parentEnd = [nil, nil, nil]
    }
}

#if canImport(Darwin)
/// Darwin's spawn types are optional pointers; Glibc's are structs.
typealias FileActionsStorage = posix_spawn_file_actions_t?
typealias SpawnAttributesStorage = posix_spawnattr_t?
#else
typealias FileActionsStorage = posix_spawn_file_actions_t
typealias SpawnAttributesStorage = posix_spawnattr_t
#endif

/// `posix_spawn_file_actions_t`, whose type differs between Glibc (a struct) and Darwin (a pointer).
struct SpawnFileActions {
    #if canImport(Darwin)
    private var actions: FileActionsStorage = nil
    #else
    private var actions = FileActionsStorage()
    #endif

    init() {
        posix_spawn_file_actions_init(&actions)
    }

    /// The child's `fd` becomes a copy of `source` (which, close-on-exec, then goes away itself).
    mutating func duplicate(_ source: Int32, as fd: Int32) throws(SubprocessError) {
        let status = posix_spawn_file_actions_adddup2(&actions, source, fd)
        guard status == 0 else { throw SubprocessError(code: status) }
    }

    /// The child's `fd` is `path`, opened with `flags`.
    mutating func open(_ path: String, as fd: Int32, flags: Int32) throws(SubprocessError) {
        let status = posix_spawn_file_actions_addopen(&actions, fd, path, flags, 0)
        guard status == 0 else { throw SubprocessError(code: status) }
    }

    mutating func withPointer<T>(_ body: (UnsafePointer<FileActionsStorage>) -> T) -> T {
        body(&actions)
    }

    mutating func destroy() {
        posix_spawn_file_actions_destroy(&actions)
    }
}

/// `posix_spawnattr_t`, set so the child starts with default signal actions and no blocked signals.
struct SpawnAttributes {
    #if canImport(Darwin)
    private var attributes: SpawnAttributesStorage = nil
    #else
    private var attributes = SpawnAttributesStorage()
    #endif

    init() {
        posix_spawnattr_init(&attributes)
    }

    /// Every signal back to its default action (an ignored SIGPIPE would be inherited through
    /// exec otherwise), and an empty mask; with `newSession`, the child leads a session of its
    /// own, so no hang-up of this terminal reaches it.
    mutating func resetSignals(newSession: Bool = false) throws(SubprocessError) {
        var all = sigset_t()
        var none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        var status = posix_spawnattr_setsigdefault(&attributes, &all)
        if status == 0 { status = posix_spawnattr_setsigmask(&attributes, &none) }
        let flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK) | (newSession ? Self.setSessionFlag : 0)
        if status == 0 { status = posix_spawnattr_setflags(&attributes, Int16(flags)) }
        guard status == 0 else { throw SubprocessError(code: status) }
    }

    #if canImport(Glibc)
    /// glibc's `POSIX_SPAWN_SETSID`, which its header shows to GNU sources only.
    private static let setSessionFlag: Int32 = 0x80
    #else
    private static let setSessionFlag = Int32(POSIX_SPAWN_SETSID)
    #endif

    mutating func withPointer<T>(_ body: (UnsafePointer<SpawnAttributesStorage>) -> T) -> T {
        body(&attributes)
    }

    mutating func destroy() {
        posix_spawnattr_destroy(&attributes)
    }
}
