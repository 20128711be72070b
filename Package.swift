// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way (see README.md): the UIKit stand-in and the shared domain know
// nothing else; each variant knows only those two; the harness reaches the variants through
// adapters; the analyser knows nothing; reporting reads results; the CLI wires it all up.
let package = Package(
  name: "workbench",
  products: [
    .executable(name: "workbench", targets: ["workbench"])
  ],
  targets: [
    .target(name: "HeadlessUIKit"),
    .target(name: "Townsquare"),
    .target(name: "TownsquareVIPER", dependencies: ["HeadlessUIKit", "Townsquare"]),
    .target(name: "TownsquareVIPERCoordinator", dependencies: ["HeadlessUIKit", "Townsquare"]),
    .target(name: "TownsquareMVVMWireframe", dependencies: ["HeadlessUIKit", "Townsquare"]),
    .target(name: "TownsquareCoordinator", dependencies: ["HeadlessUIKit", "Townsquare"]),
    .target(name: "PathText"),
    .target(name: "ScenarioLanguage", dependencies: ["PathText"]),
    .target(
      name: "Harness",
      dependencies: [
        "HeadlessUIKit", "Townsquare", "TownsquareVIPER", "TownsquareVIPERCoordinator",
        "TownsquareMVVMWireframe", "TownsquareCoordinator", "PathText", "ScenarioLanguage",
        "SwiftMetrics",
      ]),
    .target(name: "SwiftMetrics", dependencies: ["PathText"]),
    .target(name: "Reporting", dependencies: ["Harness", "PathText", "SwiftMetrics"]),
    .executableTarget(
      name: "workbench",
      dependencies: ["Harness", "PathText", "Reporting", "SwiftMetrics", "ScenarioLanguage"]),
    .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit"]),
    .testTarget(name: "TownsquareTests", dependencies: ["Townsquare"]),
    .testTarget(
      name: "TownsquareVIPERTests",
      dependencies: ["TownsquareVIPER", "HeadlessUIKit", "Townsquare"]),
    .testTarget(
      name: "TownsquareVIPERCoordinatorTests",
      dependencies: ["TownsquareVIPERCoordinator", "HeadlessUIKit", "Townsquare"]),
    .testTarget(
      name: "TownsquareMVVMWireframeTests",
      dependencies: ["TownsquareMVVMWireframe", "HeadlessUIKit", "Townsquare"]),
    .testTarget(
      name: "TownsquareCoordinatorTests",
      dependencies: ["TownsquareCoordinator", "HeadlessUIKit", "Townsquare"]),
    .testTarget(name: "PathTextTests", dependencies: ["PathText"]),
    .testTarget(name: "ScenarioLanguageTests", dependencies: ["ScenarioLanguage"]),
    .testTarget(
      name: "HarnessTests",
      dependencies: ["Harness", "HeadlessUIKit", "Townsquare", "ScenarioLanguage"]),
    .testTarget(
      name: "SwiftMetricsTests", dependencies: ["SwiftMetrics"], exclude: ["Snapshots"]),
    .testTarget(
      name: "ReportingTests", dependencies: ["Reporting", "Harness", "SwiftMetrics"],
      exclude: ["Golden"]),
    .testTarget(name: "workbenchTests", dependencies: ["workbench"]),
  ],
  swiftLanguageModes: [.v6]
)
