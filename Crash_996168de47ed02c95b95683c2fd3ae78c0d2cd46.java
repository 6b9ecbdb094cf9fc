import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

public class Crash_996168de47ed02c95b95683c2fd3ae78c0d2cd46 {
    static final String base64Bytes = String.join("", "rO0ABXNyABNqYXZhLnV0aWwuQXJyYXlMaXN0eIHSHZnHYZ0DAAFJAARzaXpleHAAAAACdwQAAAACc3IAEWphdmEubGFuZy5JbnRlZ2VyEuKgpPeBhzgCAAFJAAV2YWx1ZXhyABBqYXZhLmxhbmcuTnVtYmVyhqyVHQuU4IsCAAB4cAAAAWJ1cgACW0Ks8xf4BghU4AIAAHhwAAABYk9QUlcXAAAAAgAAAAIAAAAEAAAABAAAAAAAIEIAAAAAAAACAgICAQAAAAAAcEIAAERBAACMQgEAAAEAAgAAAAAAAAAAAAAAAAACAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEBAAEBAgEBAgIBAgIDAAABAQABAQIBAQICAQICAwAAoMAAAAAAAAAgQAAAIEEAAAAAAABAQAAAAEEAAERBAACAPwAAAEAAAMBAAAAQQQAAgL8AAAA/AACAQAAA4EADAAAAAABtaFxkYXRhXHNlYS5ydm1hdAABbWhcZGF0YVxncmFzcy5ydm1hdAABAgAAAGEzXHBsYW50c19mXHRyZWVcdF9waW51c3Myc19mLnAzZABhM1xzdHJ1Y3R1cmVzX2ZcaG91c2UucDNkAAEAAABMYW5kX1BpZXJfRgBhM1xwaWVyX2YucHg=");

    public static void main(String[] args) throws Throwable {
        Crash_996168de47ed02c95b95683c2fd3ae78c0d2cd46.class.getClassLoader().setDefaultAssertionStatus(true);
        try {
            Method fuzzerInitialize = dev.mapharness.fuzz.JazzerEntry.class.getMethod("fuzzerInitialize");
            fuzzerInitialize.invoke(null);
        } catch (NoSuchMethodException ignored) {
            try {
                Method fuzzerInitialize = dev.mapharness.fuzz.JazzerEntry.class.getMethod("fuzzerInitialize", String[].class);
                fuzzerInitialize.invoke(null, (Object) args);
            } catch (NoSuchMethodException ignored1) {
            } catch (IllegalAccessException | InvocationTargetException e) {
                e.printStackTrace();
                System.exit(1);
            }
        } catch (IllegalAccessException | InvocationTargetException e) {
            e.printStackTrace();
            System.exit(1);
        }
        com.code_intelligence.jazzer.api.CannedFuzzedDataProvider input = new com.code_intelligence.jazzer.api.CannedFuzzedDataProvider(base64Bytes);
        dev.mapharness.fuzz.JazzerEntry.fuzzerTestOneInput(input);
    }
}