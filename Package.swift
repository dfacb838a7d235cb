// swift-tools-version: 6.0
import PackageDescription

// The dependency rule (see Architecture.md) is enforced here: each target lists exactly
// the targets it may import, so a wrong-way import fails to compile.
let package = Package(
    name: "trending",
    // macOS 15: the oldest with `Task(executorPreference:)` (CallerThreadExecutor) and the
    // `Synchronization` module (TerminalRestore's atomics, the terminal UI's Mutex).
    // Architecture.md lists the files that differ by platform.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "trending", targets: ["trending"]),
    ],
    targets: [
        .target(name: "TrendingDomain"),
        .target(name: "TrendingData", dependencies: ["TrendingDomain"]),
        .target(name: "TrendingPresentation", dependencies: ["TrendingDomain"]),
        // The views: renderers, the terminal view, the full-screen app's terminal side. No Data:
        // what it needs from there (the fd writer, web links) the CLI passes in.
        .target(name: "TrendingTerminalUI", dependencies: ["TrendingPresentation", "TrendingDomain"]),
        // The network helper: the URLSession client, the only code that imports FoundationNetworking
        // (and so loads libcurl), in its own process, so that `trending` never links it.
        .executableTarget(name: "trending-fetch", dependencies: ["TrendingData"]),
        .target(
            name: "TrendingCLI",
            // Depending on the helper's executable target makes SwiftPM build it beside
            // `trending` (`swift run trending` included) without linking its code.
            dependencies: ["TrendingDomain", "TrendingData", "TrendingPresentation", "TrendingTerminalUI", "trending-fetch"]
        ),
        .executableTarget(name: "trending", dependencies: ["TrendingCLI"]),
        // In-process micro-benchmarks (decode, cache, presenter + layout); see Benchmarks/.
        .executableTarget(
            name: "trending-bench",
            dependencies: ["TrendingData", "TrendingDomain", "TrendingPresentation", "TrendingTerminalUI"]
        ),
        // A fuzz target for the response decoder and the sanitizer. A plain build replays inputs
        // from files; `.ci/fuzz` builds it with -sanitize=fuzzer for libFuzzer.
        .executableTarget(
            name: "trending-fuzz",
            dependencies: ["TrendingData", "TrendingDomain", "TrendingPresentation"]
        ),

        // Test-only helpers shared by the test targets: fixtures, a loopback HTTP server, a
        // runner for the built binary, shared spies (`OutputSpy`, a `TextOutput`) and the domain
        // gateways' spies. No product exposes it.
        .target(name: "TrendingTestSupport", dependencies: ["TrendingDomain", "TrendingTerminalUI"], path: "Tests/TrendingTestSupport"),

        .testTarget(name: "TrendingDomainTests", dependencies: ["TrendingDomain", "TrendingTestSupport"]),
        .testTarget(
            name: "TrendingDataTests",
            dependencies: ["TrendingData", "TrendingDomain", "trending-fetch", "TrendingTestSupport"]
        ),
        .testTarget(
            name: "TrendingPresentationTests",
            dependencies: ["TrendingPresentation", "TrendingDomain", "TrendingTestSupport"]
        ),
        .testTarget(
            name: "TrendingTerminalUITests",
            // Data only for the real link rule the digest tests check hostile URLs against.
            dependencies: ["TrendingTerminalUI", "TrendingPresentation", "TrendingDomain", "TrendingData", "TrendingTestSupport"]
        ),
        .testTarget(
            name: "TrendingCLITests",
            // Depending on the executable makes `swift test` build the binary the
            // end-to-end tests launch.
            dependencies: ["TrendingCLI", "TrendingDomain", "TrendingPresentation", "TrendingTerminalUI", "TrendingTestSupport", "trending"]
        ),
    ]
)
