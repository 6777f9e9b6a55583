// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Mapping",
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
        .testTarget(name: "MappingTests", dependencies: ["Mapping"]),
        .testTarget(name: "TransformsTests", dependencies: ["Transforms"]),
        .testTarget(name: "MapperTests", exclude: ["Samples"]),
        // ObjectMapper users' model files, compiled in Swift 5 language mode: the drop-in evidence.
        .testTarget(
            name: "Swift5CompatibilityTests",
            dependencies: ["Transforms"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
