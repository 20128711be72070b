import Harness

/// The code each variant needs only because a user's back swipe or sheet swipe goes around
/// app code (``GestureCode``): its lines per variant, and each declaration with its place.
enum GestureCodeSection {
  static func render(_ code: [GestureCode]) -> String {
    var out = [
      "## Gesture code", "",
      "A back swipe or sheet swipe changes the window without asking app code; the "
        + "[gesture code](#definitions) is what a variant needs to stay leak-free under them "
        + "(callbacks and the pop bookkeeping they feed, by declaration name).", "",
    ]
    var table = MarkdownTable(
      ["Variant", "Code lines", "Declarations"], alignments: [.left, .right, .right])
    for variant in code {
      table.add([variant.variant, "\(variant.codeLines)", "\(variant.declarations.count)"])
    }
    out += [table.rendered, ""]
    for variant in code {
      if variant.declarations.isEmpty {
        out.append(
          "- **\(variant.variant)**: none — no declaration of those names in its sources.")
        continue
      }
      out.append(
        "- **\(variant.variant)**: "
          + variant.declarations.map {
            "\(Format.code($0.name)) (\($0.file.split(separator: "/").last ?? ""):\($0.line), "
              + "\($0.codeLines))"
          }.joined(separator: ", ") + ".")
    }
    out.append("")
    return out.joined(separator: "\n")
  }
}
