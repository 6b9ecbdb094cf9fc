import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

public class Crash_8590d72427c1b1762692d17aba402a736d7a16dc {
    static final String base64Bytes = String.join("", "rO0ABXNyABNqYXZhLnV0aWwuQXJyYXlMaXN0eIHSHZnHYZ0DAAFJAARzaXpleHAAAAABdwQAAAABdXIAAltCrPMX+AYIVOACAAB4cAAAAJgczA+AT5m76n1N11CURNqsHopR8aJ4U5vWU1gvAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAsAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAMbDCZy7oXg=");

    public static void main(String[] args) throws Throwable {
        Crash_8590d72427c1b1762692d17aba402a736d7a16dc.class.getClassLoader().setDefaultAssertionStatus(true);
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