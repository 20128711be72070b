import Foundation

// Temporary dispatch for the analyser's commands; the CLI's own parser replaces this at merge.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "analyze": exit(AnalyzeCommand.run(Array(arguments.dropFirst())))
case "benchmark": exit(BenchmarkCommand.run(Array(arguments.dropFirst())))
default: print("workbench: no scenarios ran")
}
