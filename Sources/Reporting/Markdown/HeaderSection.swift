/// Title, what was compared, how to reproduce it.
enum HeaderSection {
  static func render(_ input: ReportInput) -> String {
    let title = input.variants.isEmpty ? "" : ": " + input.variants.joined(separator: " vs ")
    var out = ["# Townsquare\(title) — comparison report", ""]
    var compared: [String] = []
    compared.append("**Variants:** " + input.variants.joined(separator: ", "))
    if let suite = input.suite {
      compared.append(
        "**Scenarios:** \(suite.scenarios.count) from "
          + "\(Format.plural(suite.files.count, "file")) ("
          + suite.files.map(Format.code).joined(separator: ", ") + ")")
    }
    if let faults = input.faults {
      compared.append(
        "**Fault matrix:** \(Format.plural(faults.entries.count, "planted fault")) × "
          + "\(Format.plural(faults.scenarios.count, "scenario"))")
    }
    if let stamp = input.stamp { compared.append("**Generated:** \(stamp)") }
    out.append(compared.joined(separator: "  \n"))
    out.append("")
    out.append(
      "Reproduce with \(Format.code(input.command)) from the package root; the same code and scenarios give "
        + (input.stamp == nil
          ? "this file byte for byte." : "this file byte for byte, apart from the Generated line."))
    out.append("")
    return out.joined(separator: "\n")
  }
}
