import Foundation
import Harness
import Reporting
import SwiftMetrics

/// The static metrics of each variant's sources over the shared domain, for the report. Missing
/// sources (the command was run outside the package root) leave the metrics out, with a note.
enum StaticMetrics {
  static func measure(_ variants: [AppVariant]) -> [VariantMetrics] {
    let manager = FileManager.default
    guard manager.fileExists(atPath: VariantRegistry.sharedSourcePath) else { return [] }
    var measured: [VariantMetrics] = []
    for variant in variants where manager.fileExists(atPath: variant.sourcePath) {
      var options = AnalysisOptions(sharedPaths: [VariantRegistry.sharedSourcePath])
      // Screen controllers name themselves for the hierarchy notation: the coverage maps them.
      options.screenNameProperty = "screenName"
      do {
        let analysis = try SwiftAnalyzer.analyze(paths: [variant.sourcePath], options: options)
        measured.append(VariantMetrics(variant: variant.name, analysis: analysis))
      } catch {
        Terminal.error("warning: could not analyse \(variant.sourcePath): \(error)")
      }
    }
    return measured.count == variants.count ? measured : []
  }

  /// The date and the toolchain, for `--timestamp` only.
  static func stamp() -> String {
    let formatter = ISO8601DateFormatter()
    var text = formatter.string(from: Date())
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "--version"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = Pipe()
    if (try? process.run()) != nil {
      process.waitUntilExit()
      let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      if let first = output.split(separator: "\n").first { text += ", " + first }
    }
    return text
  }
}
