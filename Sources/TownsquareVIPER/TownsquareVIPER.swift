/// The TownsquareVIPER module. (Placeholder until its issue fills it.)
public enum TownsquareVIPERModule {
  public static let name = "TownsquareVIPER"
}
