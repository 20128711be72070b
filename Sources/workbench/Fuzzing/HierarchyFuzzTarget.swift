import Harness
import ScenarioLanguage

/// The hierarchy notation of `expect hierarchy`: windows made from its grammar (screens, stacks,
/// tab bars nested deep, presentations), then mutated, are checked in a script; every error
/// must point inside the quoted notation, and normalising must be stable.
struct HierarchyFuzzTarget: FuzzTarget {
  let corpus: FuzzCorpus
  let salt: UInt64
  let fileExtension = "hierarchy"

  private static let names = [
    "Login", "Feed", "PostDetail", "UserProfile", "MyProfile", "EditProfile", "Settings", "About",
    "Onboarding", "Home", "Profile", "Tabs", "MainTabs", "Nope", "feed", "",
  ]

  private let mutator = InputMutator(
    dictionary: names + ["[", "]", "{", "}", "(", ")", ":", ",", "*", ">", "^", "(3)", "Tabs{"],
    pairs: [("[", "]"), ("Tabs{Home*:", "}"), ("(", ")"), ("{", "}")],
    maxSize: 500_000)

  func input(_ index: Int, seed: UInt64) -> String {
    var random = SeededGenerator(seed: seed, salt: salt, index: index)
    // Well formed but absurdly deep now and then: mutations alone seldom reach the depth
    // before an error stops the check.
    if random.oneIn(25) {
      let depth = Int.random(in: 1...40_000, using: &random)
      return String(repeating: "Tabs{Home*:", count: depth) + "[Feed]"
        + String(repeating: "}", count: depth)
    }
    var windows: [String] = []
    for _ in 0..<4 { windows.append(Self.window(depth: 0, using: &random)) }
    return mutator.make(from: windows, using: &random)
  }

  private static func window(depth: Int, using random: inout SeededGenerator) -> String {
    var parts = [node(depth: depth, using: &random)]
    while random.oneIn(3) { parts.append(node(depth: depth + 1, using: &random)) }
    return parts.joined(separator: random.oneIn(2) ? " ^ " : "^")
  }

  private static func node(depth: Int, using random: inout SeededGenerator) -> String {
    switch Int.random(in: 0..<4, using: &random) {
    case 0 where depth < 40:
      let tabs = (0..<Int.random(in: 1...3, using: &random)).map { index in
        random.pick(names) + (index == 0 ? "*" : "") + ":" + node(depth: depth + 1, using: &random)
      }
      return "Tabs{" + tabs.joined(separator: ", ") + "}"
    case 1:
      let screens = (0..<Int.random(in: 0...4, using: &random)).map { _ in
        screen(using: &random)
      }
      return "[" + screens.joined(separator: " > ") + "]"
    default:
      return screen(using: &random)
    }
  }

  private static func screen(using random: inout SeededGenerator) -> String {
    let name = random.pick(names)
    return random.oneIn(3) ? "\(name)(\(Int.random(in: 0...12, using: &random)))" : name
  }

  func check(_ input: String) -> String? {
    // One line of script: line breaks would end it.
    let notation = String(
      input.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    var quoted = ""
    for character in notation {
      if character == "\"" || character == "\\" { quoted.append("\\") }
      quoted.append(character)
    }
    let prefix = "  expect hierarchy \""
    let script = "scenario \"h\"\n  launch\n" + prefix + quoted + "\"\nend\n"
    let result = ScenarioParser.parse(
      source: script, path: "fuzz.scenario", vocabulary: VariantRegistry.vocabulary)
    let lines = SourceLines.split(script)
    for diagnostic in result.diagnostics {
      if let problem = FuzzChecks.positionProblem(of: diagnostic, in: lines) { return problem }
      // A line break in the notation can split the script's lines in two ways; only the
      // notation's own line is checked for where it points.
      guard lines.count == 5, let location = diagnostic.location, location.line == 3 else {
        continue
      }
      let last = lines[2].count
      if location.column < prefix.count || location.column > last {
        return "a hierarchy error points at column \(location.column), outside the notation"
      }
    }
    let normal = HierarchyNotation.normalize(notation)
    if HierarchyNotation.normalize(normal) != normal {
      return "normalising the notation twice changes it"
    }
    if !HierarchyNotation.matches(expected: notation, actual: HierarchyNotation.canonical(notation))
    {
      return "the canonical form of the notation does not match it"
    }
    return nil
  }
}
