/// The Townsquare module. (Placeholder until its issue fills it.)
public enum TownsquareModule {
  public static let name = "Townsquare"
}
