import Townsquare
import XCTest

/// The catalogue of classic mistakes: the same names in every variant, every planted fault in
/// exactly one cell, and a reason wherever a pattern leaves no place for a mistake.
final class MistakeTests: XCTestCase {
  func testEveryPlantedFaultIsInExactlyOneCellNamedAfterItsMistake() {
    var cells: [PlantedFault] = []
    for mistake in Mistake.catalogue {
      for variant in Mistake.variants {
        guard let fault = mistake.fault(in: variant) else { continue }
        XCTAssertEqual(fault.rawValue, "\(variant).\(mistake.name)")
        XCTAssertEqual(fault.variant, variant)
        cells.append(fault)
      }
    }
    XCTAssertEqual(cells.sorted(), PlantedFault.all)
    XCTAssertEqual(Set(cells).count, cells.count, "no fault in two cells")
  }

  func testEveryMistakeSaysHowEachVariantStandsToIt() {
    for mistake in Mistake.catalogue {
      for variant in Mistake.variants {
        switch mistake.presence(in: variant) {
        case .planted?: break
        case .cannotHappen(let reason)?:
          XCTAssertTrue(reason.hasSuffix("."), "\(mistake.name) × \(variant): \(reason)")
          XCTAssertEqual(
            reason.filter { $0 == "." }.count, 1,
            "one sentence: \(mistake.name) × \(variant): \(reason)")
        case nil: XCTFail("\(mistake.name) says nothing of \(variant)")
        }
      }
      XCTAssertNil(mistake.presence(in: "mvvm"))
    }
  }

  func testTheCatalogueCoversEveryKindWithUniqueNames() {
    let names = Mistake.catalogue.map(\.name)
    XCTAssertGreaterThanOrEqual(names.count, 6)
    XCTAssertEqual(Set(names).count, names.count)
    XCTAssertEqual(Set(Mistake.catalogue.map(\.kind)), Set(Mistake.Kind.allCases))
    for kind in Mistake.Kind.allCases {
      let planted = Mistake.catalogue.filter { mistake in
        mistake.kind == kind && Mistake.variants.contains { mistake.fault(in: $0) != nil }
      }
      XCTAssertFalse(planted.isEmpty, "no planted \(kind.rawValue)")
    }
    for variant in Mistake.variants {
      let planted = Mistake.catalogue.filter { $0.fault(in: variant) != nil }
      XCTAssertGreaterThanOrEqual(planted.count, 6, variant)
    }
    // A finding, not a gap: VIPER leaves no place for a forgotten cleanup.
    XCTAssertFalse(
      Mistake.catalogue.contains { $0.kind == .forgottenCleanup && $0.fault(in: "viper") != nil })
  }

  func testTheRetainCyclesTheBriefNamesArePlantedWhereThePatternHasThem() {
    let closure = Mistake.catalogue.first { $0.name == "strongCompletionCapture" }
    XCTAssertEqual(closure?.fault(in: "coordinator"), .coordinatorStrongCompletionCapture)
    XCTAssertNil(closure?.fault(in: "viper"))
    XCTAssertEqual(Mistake.of(.viperWireframeRetainsView)?.kind, .retainCycle)
    XCTAssertEqual(Mistake.of(.coordinatorStaleModuleOnLogout)?.name, "staleModuleOnLogout")
  }
}
