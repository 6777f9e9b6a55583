import Foundation

exit(Tool.main(Array(CommandLine.arguments.dropFirst())))
