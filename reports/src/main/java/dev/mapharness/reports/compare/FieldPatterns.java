package dev.mapharness.reports.compare;

/** Field paths with their indices replaced by {@code [*]}, without a regular expression per path. */
public final class FieldPatterns {
    private FieldPatterns() {
    }

    /** {@code objects[7].transform[9]} → {@code objects[*].transform[*]}. */
    public static String of(String path) {
        int open = path.indexOf('[');
        if (open < 0) {
            return path;
        }
        StringBuilder sb = new StringBuilder(path.length());
        int i = 0;
        while (i < path.length()) {
            char c = path.charAt(i);
            if (c == '[') {
                int close = path.indexOf(']', i);
                if (close > i + 1 && digits(path, i + 1, close)) {
                    sb.append("[*]");
                    i = close + 1;
                    continue;
                }
            }
            sb.append(c);
            i++;
        }
        return sb.toString();
    }

    /** The top-level field: {@code elevation.lzo} → {@code elevation}, {@code objects[3].id} → {@code objects}. */
    public static String top(String path) {
        int end = path.length();
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            if (c == '.' || c == '[') {
                end = i;
                break;
            }
        }
        return path.substring(0, end);
    }

    private static boolean digits(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }
}
