/// One parser the fuzzer throws inputs at: how to make input `index` of a seed (the same input
/// every time, so that a finding can be made again from its seed and index), and what must hold
/// of the parser's answer to any input.
@MainActor
protocol FuzzTarget {
  /// How a finding's input file is named (`.scenario`, `.swift`, …).
  var fileExtension: String { get }

  func input(_ index: Int, seed: UInt64) -> String

  /// What is wrong with the answer to `input`, or nil. A crash or a hang is caught by the
  /// supervising process, not here.
  func check(_ input: String) -> String?

  /// Removes what the target made to run its inputs in.
  func finish()
}

extension FuzzTarget {
  func finish() {}
}

/// A target whose inputs are mutations of good inputs.
@MainActor
protocol MutatingFuzzTarget: FuzzTarget {
  /// Distinguishes its inputs from other targets' under one seed.
  var salt: UInt64 { get }
  var mutator: InputMutator { get }
  /// The good inputs mutations start from.
  var seeds: [String] { get }
}

extension MutatingFuzzTarget {
  func input(_ index: Int, seed: UInt64) -> String {
    var random = SeededGenerator(seed: seed, salt: salt, index: index)
    return mutator.make(from: seeds, using: &random)
  }
}

/// The targets, as named on the command line.
enum FuzzTargetName: String, CaseIterable {
  case scenario
  case hierarchy
  case swift
  case arguments

  /// Distinguishes the inputs of targets that share a seed.
  var salt: UInt64 {
    UInt64(FuzzTargetName.allCases.firstIndex(of: self)! + 1)
  }

  @MainActor
  func make(corpus: FuzzCorpus) -> any FuzzTarget {
    switch self {
    case .scenario: return ScenarioFuzzTarget(corpus: corpus, salt: salt)
    case .hierarchy: return HierarchyFuzzTarget(corpus: corpus, salt: salt)
    case .swift: return SwiftSourceFuzzTarget(corpus: corpus, salt: salt)
    case .arguments: return ArgumentsFuzzTarget(corpus: corpus, salt: salt)
    }
  }
}
