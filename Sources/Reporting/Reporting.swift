/// The Reporting module. (Placeholder until its issue fills it.)
public enum ReportingModule {
  public static let name = "Reporting"
}
