import Foundation
import Harness
import XCTest

/// The classic mistakes as named mutants held by the harness: each fits today's sources (its
/// texts found exactly once, its site there), each names a known mistake, the schema copy with
/// it differs from the source exactly where it says, and "cannot happen" is what the site
/// finder finds, not a list.
final class NamedMutantTests: XCTestCase {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  static let catalogue = Result { try MutantCatalogue(root: root, variants: VariantRegistry.all) }

  func testEveryNamedMutantFitsTodaysSourcesExactlyOnce() throws {
    let catalogue = try Self.catalogue.get()
    XCTAssertEqual(catalogue.namedProblems, [])
    let placed = catalogue.mutants.compactMap(\.name).sorted()
    XCTAssertEqual(placed, NamedMutant.all.map(\.name), "each named mutant placed once")
  }

  func testEachNamesAKnownMistakeAndItsVariant() {
    let prefixes = Set(VariantRegistry.all.map(\.faultPrefix))
    for named in NamedMutant.all {
      XCTAssertNotNil(Mistake.named(named.mistake), named.name)
      XCTAssertTrue(prefixes.contains(named.variant), named.name)
      XCTAssertEqual(named.name, "\(named.variant).\(named.mistake)")
      XCTAssertTrue(named.summary.hasSuffix("."), named.name)
    }
    XCTAssertEqual(Set(NamedMutant.all.map(\.name)).count, NamedMutant.all.count)
  }

  func testTheSchemaWithANamedMutantDiffersFromTheSourceExactlyThere() throws {
    let catalogue = try Self.catalogue.get()
    for mutant in catalogue.mutants where mutant.name != nil {
      let text = try XCTUnwrap(catalogue.texts[mutant.file])
      let schema = MutationSchema(original: text, mutants: [mutant])
      let offsets = mutant.site.insertions.map(\.offset)
      let first = try XCTUnwrap(offsets.min())
      let last = try XCTUnwrap(offsets.max())
      let bytes = Array(text.utf8)
      let generated = Array(schema.text.utf8)
      let name = mutant.name ?? ""
      XCTAssertEqual(Array(generated.prefix(first)), Array(bytes.prefix(first)), name)
      XCTAssertEqual(
        Array(generated.suffix(bytes.count - last)), Array(bytes.suffix(bytes.count - last)),
        name)
      XCTAssertTrue(schema.text.contains("__mutant(\(mutant.id))"), name)
      // An alternative body's mutated text is in the copy, beside the original.
      if case .body(_, let edits)? = NamedMutant.named(name)?.change {
        for edit in edits where !edit.mutated.isEmpty {
          XCTAssertTrue(
            schema.text.contains(
              edit.mutated.replacingOccurrences(of: "MUTANT", with: "\(mutant.id)")),
            name)
          XCTAssertTrue(schema.text.contains(edit.original), name)
        }
      }
    }
  }

  func testAMistakeCannotHappenOnlyWhereTheSiteFinderFindsNoSiteForIt() throws {
    let catalogue = try Self.catalogue.get()
    let presence = Mistake.presence(in: catalogue, variants: VariantRegistry.all)
    for mistake in Mistake.catalogue {
      let sites = mistake.sites(in: catalogue)
      for variant in VariantRegistry.all {
        let hasSite = sites.contains { $0.variantID == variant.id }
        let cell = "\(mistake.name) × \(variant.name)"
        switch presence[mistake.name]?[variant.faultPrefix] {
        case .named(let name)?:
          XCTAssertEqual(name, "\(variant.faultPrefix).\(mistake.name)", cell)
        case .cannotHappen(let reason)?:
          XCTAssertFalse(hasSite, cell)
          XCTAssertTrue(reason.hasPrefix("no site in its code"), cell)
        case nil:
          XCTFail("\(cell): the site finder finds a site, and no named mutant makes it there")
        }
      }
    }
  }

  func testANamedOperatorMutantIsASiteOfItsMistake() throws {
    let catalogue = try Self.catalogue.get()
    for mistake in Mistake.catalogue {
      let sites = Set(mistake.sites(in: catalogue).map(\.id))
      for mutant in catalogue.mutants where mutant.mistake == mistake.name && !mutant.isNamedBody {
        XCTAssertTrue(sites.contains(mutant.id), mutant.name ?? "")
      }
    }
  }

  func testAppSourcesCarryNoFaultSwitches() throws {
    for folder in ["Sources/Townsquare"] + VariantRegistry.all.map(\.sourcePath) {
      let path = Self.root + "/" + folder
      for entry in try FileManager.default.subpathsOfDirectory(atPath: path)
      where entry.hasSuffix(".swift") {
        let text = try String(contentsOfFile: path + "/" + entry, encoding: .utf8)
        for word in ["isPlanted", "PlantedFault", "Planted fault"] {
          XCTAssertFalse(text.contains(word), "\(folder)/\(entry) mentions \(word)")
        }
      }
    }
  }

  /// The `run mutants` JSON: a named mutant carries its name and mistake, a plain operator
  /// mutant neither key.
  func testTheMutantsJSONNamesNamedMutantsOnly() throws {
    let catalogue = try Self.catalogue.get()
    let named = try XCTUnwrap(catalogue.named["viper.wireframeRetainsView"])
    let plain = try XCTUnwrap(catalogue.mutants.first { $0.name == nil })
    for (mutant, expected) in [(named, true), (plain, false)] {
      let data = try JSONEncoder().encode(MutantResult(mutant, killedBy: .init()))
      let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
      XCTAssertEqual(object["name"] != nil, expected)
      XCTAssertEqual(object["mistake"] != nil, expected)
    }
    XCTAssertEqual(named.mistake, "wireframeRetainsView")
    XCTAssertEqual(named.mutationOperator, .strongProperty)
  }
}
