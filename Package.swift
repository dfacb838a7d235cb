// swift-tools-version: 6.0
import PackageDescription

// The dependency rule (see Architecture.md) is enforced here: each target lists exactly
// the targets it may import, so a wrong-way import fails to compile.
let package = Package(
    name: "trending",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "trending", targets: ["trending"]),
    ],
    targets: [
        .target(name: "TrendingDomain"),
        .target(name: "TrendingData", dependencies: ["TrendingDomain"]),
        .target(name: "TrendingPresentation", dependencies: ["TrendingDomain"]),
        .target(
            name: "TrendingCLI",
            dependencies: ["TrendingDomain", "TrendingData", "TrendingPresentation"]
        ),
        .executableTarget(name: "trending", dependencies: ["TrendingCLI"]),
        // In-process micro-benchmarks (decode, cache, presenter + layout); see Benchmarks/.
        .executableTarget(
            name: "trending-bench",
            dependencies: ["TrendingCLI", "TrendingData", "TrendingDomain", "TrendingPresentation"]
        ),
        // A fuzz target for the response decoder and the sanitizer. A plain build replays inputs
        // from files; `.ci/fuzz` builds it with -sanitize=fuzzer for libFuzzer.
        .executableTarget(
            name: "trending-fuzz",
            dependencies: ["TrendingData", "TrendingDomain", "TrendingPresentation"]
        ),

        // Test-only helpers shared by the test targets: fixtures, a loopback HTTP server and a
        // runner for the built binary. No product exposes it.
        .target(name: "TrendingTestSupport", path: "Tests/TrendingTestSupport"),

        .testTarget(name: "TrendingDomainTests", dependencies: ["TrendingDomain"]),
        .testTarget(
            name: "TrendingDataTests",
            dependencies: ["TrendingData", "TrendingDomain", "TrendingTestSupport"]
        ),
        .testTarget(
            name: "TrendingPresentationTests",
            dependencies: ["TrendingPresentation", "TrendingDomain", "TrendingTestSupport"]
        ),
        .testTarget(
            name: "TrendingCLITests",
            // Depending on the executable makes `swift test` build the binary the
            // end-to-end tests launch.
            dependencies: ["TrendingCLI", "TrendingDomain", "TrendingPresentation", "TrendingTestSupport", "trending"]
        ),
    ]
)
