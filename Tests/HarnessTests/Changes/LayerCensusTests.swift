import Foundation
import SwiftMetrics
import XCTest

@testable import Harness

final class LayerCensusTests: XCTestCase {
  func testCodeLinesLeaveOutBlankLinesAndEveryKindOfComment() {
    let text = """
      /// Doc.
      final class A {  // trailing comment keeps the line

        /* a block
           still the block */
        let x = 1 /* inline */
        /* one line */ let y = 2
      }
      """
    // The Harness counts a declaration's code lines through the analyser's tokens.
    let outline = SourceOutline(text: text)
    XCTAssertEqual(outline.codeLines(0...(outline.tokens.count - 1)), 4)
  }

  func testEveryFileOfTheBundledVariantsGetsItsLayer() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let viper = try XCTUnwrap(LayerCensus.measure(.viper, root: root))
    let coordinator = try XCTUnwrap(LayerCensus.measure(.coordinator, root: root))
    XCTAssertEqual(
      viper.files["Sources/TownsquareVIPER/Modules/Feed/FeedWireframe.swift"], .navigation)
    XCTAssertEqual(viper.files["Sources/TownsquareVIPER/Modules/Feed/FeedPresenter.swift"], .screen)
    XCTAssertEqual(viper.files["Sources/Townsquare/Seed.swift"], nil)
    XCTAssertEqual(viper.files["Sources/Townsquare/Entities/Seed.swift"], .sharedDomain)
    XCTAssertEqual(
      viper.layers[.sharedDomain], coordinator.layers[.sharedDomain],
      "the shared domain is the same code in every variant")
    let viperProtocols = viper.layers[.screen]?.protocols ?? 0
    let viewModelProtocols = coordinator.layers[.screen]?.protocols ?? 0
    XCTAssertGreaterThan(viewModelProtocols, 0, "view models take protocols for what they call")
    XCTAssertLessThan(
      viewModelProtocols, viperProtocols,
      "one protocol per service, where a VIPER module declares one per collaborator")
  }
}
