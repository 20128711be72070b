import Foundation

Terminal.prepare()
exit(Workbench.main(Array(CommandLine.arguments.dropFirst())))
