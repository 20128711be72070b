/// The TownsquareCoordinator module. (Placeholder until its issue fills it.)
public enum TownsquareCoordinatorModule {
  public static let name = "TownsquareCoordinator"
}
