// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "Mapping",
    // The lowest versions this toolchain's package manifests accept; the code needs nothing newer
    // (scripts/availability.sh type-checks it for each; the audit is in docs/platforms.md).
    // Linux, Windows and Android need no entry.
    platforms: [.macOS(.v10_13), .iOS(.v12), .tvOS(.v12), .watchOS(.v4), .visionOS(.v1)],
    products: [
        .library(name: "Mapping", targets: ["Mapping"]),
        .library(name: "Transforms", targets: ["Transforms"]),
    ],
    targets: [
        .target(name: "Mapping"),
        .target(name: "Transforms", dependencies: ["Mapping"]),
        .executableTarget(
            name: "mapping-demo",
            dependencies: ["Transforms"],
            path: "Examples/Demo"
        ),
        .executableTarget(
            name: "mapping-bench",
            dependencies: ["Transforms"],
            path: "Examples/Benchmarks"
        ),
        .executableTarget(name: "mapper", dependencies: ["Transforms"], path: "Examples/Mapper"),
        .executableTarget(name: "mapping-stream-demo", dependencies: ["Mapping"], path: "Examples/StreamingDemo"),
        // What the test targets share: where ../shared is. Not a product; users never see it.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "MappingTests", dependencies: ["Mapping", "TestSupport"]),
        .testTarget(name: "TransformsTests", dependencies: ["Transforms"]),
        // Runs the `mapper` tool as a process; the dependency has it built first, beside the
        // test bundle in the build products folder.
        .testTarget(name: "MapperToolTests", dependencies: ["mapper", "TestSupport"], exclude: ["Samples"]),
        // ObjectMapper users' model files, compiled in Swift 5 language mode: the drop-in evidence.
        .testTarget(
            name: "Swift5CompatibilityTests",
            dependencies: ["Transforms"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
