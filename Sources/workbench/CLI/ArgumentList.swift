/// The arguments of one subcommand, taken apart as its options are asked for. Whatever no one
/// asked for is an error naming the argument, so a misspelt option never passes silently.
/// Everything after `--` is positional, as in git and swiftc: a path may then begin with `-`.
struct ArgumentList {
  private var remaining: [String]
  /// The arguments after `--`.
  private var literal: [String]

  /// Every argument as given, before any was taken.
  let all: [String]

  init(_ arguments: [String]) {
    let split = Self.splitAtDoubleDash(arguments)
    remaining = split.options
    literal = split.literal
    all = arguments
  }

  /// The arguments before the first `--` (where options are), and those after it.
  static func splitAtDoubleDash(_ arguments: [String]) -> (options: [String], literal: [String]) {
    guard let index = arguments.firstIndex(of: "--") else { return (arguments, []) }
    return (Array(arguments[..<index]), Array(arguments[(index + 1)...]))
  }

  /// `--name` present (removed); false if absent.
  mutating func flag(_ name: String) -> Bool {
    guard let index = remaining.firstIndex(of: name) else { return false }
    remaining.remove(at: index)
    return true
  }

  /// The value of every `--name VALUE` (or `--name=VALUE`), in order.
  mutating func values(_ name: String) throws(UsageError) -> [String] {
    var found: [String] = []
    var index = 0
    while index < remaining.count {
      let argument = remaining[index]
      if argument == name {
        guard index + 1 < remaining.count, !remaining[index + 1].hasPrefix("--") else {
          throw UsageError("\(name) needs a value")
        }
        found.append(remaining[index + 1])
        remaining.removeSubrange(index...(index + 1))
      } else if argument.hasPrefix(name + "=") {
        found.append(String(argument.dropFirst(name.count + 1)))
        remaining.remove(at: index)
      } else {
        index += 1
      }
    }
    return found
  }

  /// The value of `--name VALUE`, given at most once.
  mutating func value(_ name: String) throws(UsageError) -> String? {
    let found = try values(name)
    guard found.count <= 1 else { throw UsageError("\(name) is given more than once") }
    return found.first
  }

  /// What is left once every option has been taken: the positional arguments. An unknown
  /// option is an error, with the nearest known one suggested.
  mutating func positionals(knownOptions: [String]) throws(UsageError) -> [String] {
    if let unknown = remaining.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
      let suggestion = NearestName.find(unknown, in: knownOptions).map { "; did you mean \($0)?" }
      throw UsageError("unknown option '\(unknown)'" + (suggestion ?? ""))
    }
    defer {
      remaining = []
      literal = []
    }
    return remaining + literal
  }
}
