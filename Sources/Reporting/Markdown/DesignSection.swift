/// What was built and compared, and what is not measured: said once, before the figures.
enum DesignSection {
  static func render(_ input: ReportInput) -> String {
    let screens = TypeCoupling(metrics: input.metrics).variants.map(\.screens.count).max()
    let size = screens.map { "\(Format.plural($0, "screen")) (static graph), " } ?? ""
    return """
      ## The design

      - **Four cells, one implementation each.** Screens (VIPER modules or MVVM view models) × \
      navigation (wireframes or coordinators): VIPER, VIPER+C, MVVM+W and MVVM+C, each written \
      once, by one team, as its practitioners would write it. A difference between cells is the \
      patterns' and this team's: with one implementation per cell there is no replication to \
      tell them apart.
      - **One shared, synchronous domain.** Every variant runs on the same `Townsquare` domain \
      (services answer by return value, no concurrency), and the interactors are simplified: \
      thin pass-throughs to it, where many VIPER codebases keep state and async work there.
      - **One small app on a UIKit stand-in.** \(size)run on HeadlessUIKit, which follows UIKit's \
      documented behaviour and timing but has no rendering, Auto Layout, rotation, scenes or real \
      gesture recognisers.
      - **Not measured:** build times, runtime performance, how long a newcomer takes, SwiftUI, \
      larger apps and teams, and other patterns (MVC, TCA, RIBs).

      """
  }
}
