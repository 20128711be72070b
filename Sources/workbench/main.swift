import Foundation

exit(Workbench.main(Array(CommandLine.arguments.dropFirst())))
