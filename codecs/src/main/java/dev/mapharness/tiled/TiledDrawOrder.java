package dev.mapharness.tiled;

import java.util.Optional;

/** How an object group draws its objects: sorted by y ({@code topdown}, Tiled's default) or in list order. */
public enum TiledDrawOrder {
    TOPDOWN("topdown"),
    INDEX("index");

    private final String json;

    TiledDrawOrder(String json) {
        this.json = json;
    }

    public String json() {
        return json;
    }

    public static Optional<TiledDrawOrder> byJson(String s) {
        for (TiledDrawOrder d : values()) {
            if (d.json.equals(s)) {
                return Optional.of(d);
            }
        }
        return Optional.empty();
    }
}
