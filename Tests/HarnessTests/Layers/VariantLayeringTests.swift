import Foundation
import SwiftMetrics
import XCTest

@testable import Harness

/// The layer rule on this package's four variants, as the report measures them: what issue 22
/// found mis-layered, checked on every variant by what each declaration is, not by a list of
/// names per variant.
final class VariantLayeringTests: XCTestCase {
  private static var packageRoot: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().path
  }

  /// Each variant's census, its declarations given their screens by its navigation graph's.
  private func censuses() throws -> [LayerCensus] {
    let root = Self.packageRoot
    let censuses = try VariantRegistry.all.compactMap { variant in
      var options = AnalysisOptions(sharedPaths: [root + "/" + VariantRegistry.sharedSourcePath])
      options.screenNameProperty = "screenName"
      let analysis = try SwiftAnalyzer.analyze(
        paths: [root + "/" + variant.sourcePath], options: options)
      return LayerCensus.measure(variant, root: root, screens: ScreenTypes.screens(of: analysis))
    }
    XCTAssertEqual(censuses.count, VariantRegistry.all.count, "every variant's sources are read")
    return censuses
  }

  private func member(_ declaration: LayeredDeclaration) -> String? {
    declaration.kind == .member ? declaration.name.split(separator: ".").last.map(String.init) : nil
  }

  func testEveryBuilderAndFactoryIsAssemblyInEveryVariant() throws {
    for census in try censuses() {
      let builders = census.declarations.filter { declaration in
        guard let member = member(declaration) else { return false }
        return member == "build" || member == "buildModule"
          || (member.hasPrefix("make") && member.dropFirst(4).first?.isUppercase == true)
      }
      XCTAssertFalse(builders.isEmpty, census.variant)
      for builder in builders {
        XCTAssertEqual(builder.layer, .assembly, "\(census.variant): \(builder.name)")
      }
    }
  }

  /// The type every variant hands its builders or coordinators (VIPER's `ModuleDependencies`,
  /// VIPER+C's `AppDependencies`, MVVM+C's `CoordinatorContext`) and its initialiser, which
  /// takes the lifetime tracker beside the app's values: assembly, not instrumentation.
  func testEveryDependencyContainerAndItsInitialiserAreAssembly() throws {
    let containers = [
      "VIPER": "ModuleDependencies", "VIPER+C": "AppDependencies",
      "MVVM+W": "ModuleDependencies", "MVVM+C": "CoordinatorContext",
    ]
    for census in try censuses() {
      let container = try XCTUnwrap(containers[census.variant], census.variant)
      let own = census.declarations.filter {
        $0.name == container || $0.name == container + ".init"
      }
      XCTAssertFalse(own.isEmpty, census.variant)
      for declaration in own {
        XCTAssertEqual(declaration.layer, .assembly, "\(census.variant): \(declaration.name)")
      }
    }
  }

  /// Lifetime tracking is in every variant, counted apart: the layers the report compares
  /// (screen, navigation, assembly, shared domain) hold every code line but those.
  func testEveryVariantHasInstrumentationThatNoComparedLayerCounts() throws {
    XCTAssertFalse(SourceLayer.appLayers.contains(.instrumentation))
    for census in try censuses() {
      let instrumentation = census.declarations.filter { $0.layer == .instrumentation }
      XCTAssertFalse(instrumentation.isEmpty, census.variant)
      let all = census.declarations.map(\.codeLines).reduce(0, +)
      let compared = SourceLayer.appLayers.map { census.layers[$0]?.lines ?? 0 }.reduce(0, +)
      XCTAssertEqual(
        compared + instrumentation.map(\.codeLines).reduce(0, +), all, census.variant)
      XCTAssertGreaterThan(census.layers[.instrumentation]?.lines ?? 0, 0, census.variant)
    }
  }

  /// Issue 22's misses: the shared environment's initialiser (given the planted faults beside
  /// its stores) is the domain's, and a tab selection in code is a transition.
  func testTheEnvironmentIsTheDomainsAndATabSelectionIsNavigation() throws {
    for census in try censuses() {
      let environment = census.declarations.filter { $0.name == "AppEnvironment.init" }
      XCTAssertEqual(environment.map(\.layer), [.sharedDomain], census.variant)
      let selections = census.declarations.filter {
        member($0) == "select" && !$0.file.hasPrefix(VariantRegistry.sharedSourcePath + "/")
      }
      XCTAssertFalse(selections.isEmpty, census.variant)
      for selection in selections {
        XCTAssertEqual(selection.layer, .navigation, "\(census.variant): \(selection.name)")
      }
    }
  }

  /// A flow object built elsewhere (a coordinator, a router, the root wireframe) is no
  /// screen's whatever its name, while each presenter and view model is the screen's it
  /// serves, found by what builds it.
  func testFlowObjectsAreNoScreensAndPresentersAndViewModelsAreTheirScreens() throws {
    for census in try censuses() {
      let types = census.declarations.filter { $0.kind == .type }
      let flows = types.filter {
        $0.name.hasSuffix("Coordinator") || $0.name.hasSuffix("Router")
          || $0.name == "RootWireframe"
      }
      for flow in flows {
        XCTAssertNil(flow.screen, "\(census.variant): \(flow.name)")
      }
      let screenSide = types.filter {
        ($0.name.hasSuffix("Presenter") || $0.name.hasSuffix("ViewModel"))
          && $0.name != "FeedRowViewModel"
      }
      XCTAssertFalse(screenSide.isEmpty, census.variant)
      for type in screenSide {
        let stem = type.name.replacingOccurrences(of: "Presenter", with: "")
          .replacingOccurrences(of: "ViewModel", with: "")
        XCTAssertEqual(type.screen, stem, "\(census.variant): \(type.name)")
      }
    }
  }
}
