package dev.mapharness.migrate;

import dev.mapharness.tiled.TiledObject;
import dev.mapharness.tiled.TiledProperties;
import dev.mapharness.tiled.TiledProperty;
import dev.mapharness.wwd.WwdObject;
import dev.mapharness.wwd.WwdObjectField;
import java.util.ArrayList;
import java.util.List;

/**
 * WWD objects as Tiled objects: a point (no size) at the object's location, named by its name and
 * typed by its logic, with every {@link WwdObjectField} as an int property (u32 fields as their 32
 * bits) and the four strings as string properties. WWD ids need not be unique or positive, so Tiled
 * numbers the objects itself and the WWD id stays the property {@code id}.
 */
final class WwdObjectsToTiled {
    private WwdObjectsToTiled() {
    }

    /** The objects of one plane, with Tiled ids from {@code firstId}. */
    static List<TiledObject> objects(List<WwdObject> objects, int firstId, String field, LossReport.Builder report) {
        List<TiledObject> out = new ArrayList<>(objects.size());
        for (int i = 0; i < objects.size(); i++) {
            out.add(object(objects.get(i), firstId + i, field + "[" + i + "]", report));
        }
        return out;
    }

    private static TiledObject object(WwdObject o, int id, String field, LossReport.Builder report) {
        String name = WwdText.of(o.name(), field + ".name", report);
        String logic = WwdText.of(o.logic(), field + ".logic", report);
        String imageSet = WwdText.of(o.imageSet(), field + ".imageSet", report);
        String animation = WwdText.of(o.animation(), field + ".animation", report);
        List<TiledProperty> properties = new ArrayList<>(WwdObjectField.COUNT + 4);
        for (WwdObjectField f : WwdObjectField.ALL) {
            properties.add(TiledProperty.of(f.fieldName(), o.get(f)));
        }
        properties.add(TiledProperty.of("name", name));
        properties.add(TiledProperty.of("logic", logic));
        properties.add(TiledProperty.of("imageSet", imageSet));
        properties.add(TiledProperty.of("animation", animation));
        return new TiledObject(id, name, logic, o.locationX(), o.locationY(), 0, 0, true,
                new TiledProperties(properties));
    }
}
