package org.pcmemu.models.logp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import org.junit.jupiter.api.Test;

/**
 * A LogP processor stays as small as it is (56 bytes with compact headers, by {@code jcmd
 * GC.class_histogram} at the end of an optimal broadcast of 10^6 processors; docs/performance.md,
 * "Memory"): what all processors of a run share is in {@code Rules}, what few need in
 * {@code Rare}. Field bytes (references compressed to 4), so the header size does not matter.
 */
class LogPProcessorLayoutTest {
    @Test
    void aProcessorKeepsItsFields() {
        long sum = 0;
        for (Field f : LogPProcessor.class.getDeclaredFields()) {
            if (!Modifier.isStatic(f.getModifiers())) {
                Class<?> t = f.getType();
                sum += t == long.class || t == double.class ? 8 : t == int.class || t == float.class ? 4
                        : t == short.class || t == char.class ? 2 : t == byte.class || t == boolean.class ? 1 : 4;
            }
        }
        // the rules, the engine's processor and the rare state (12); the last send and receive
        // starts, the one recent arrival and the first (32); three flags
        assertEquals(47, sum);
    }
}
