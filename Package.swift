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
        .executableTarget(name: "mapping-stream-demo", dependencies: ["Mapping"], path: "Examples/StreamingDemo"),
        .testTarget(name: "MappingTests", dependencies: ["Mapping"]),
        .testTarget(name: "TransformsTests", dependencies: ["Transforms"]),
        .testTarget(name: "MapperTests", exclude: ["Samples"]),
    ],
    swiftLanguageModes: [.v6]
)
