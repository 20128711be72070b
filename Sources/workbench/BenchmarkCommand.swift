import Foundation
import SwiftMetrics

enum BenchmarkCommand {
  static func run(_ arguments: [String]) -> Int32 { 0 }
}
