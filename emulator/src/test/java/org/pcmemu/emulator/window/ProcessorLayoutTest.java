package org.pcmemu.emulator.window;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import org.junit.jupiter.api.Test;

/**
 * The window engine's objects per processor stay as small as they are (docs/performance.md,
 * "Memory": about 630 bytes a processor resident for the optimal broadcast at P = 10^6, of which
 * WindowProcessor 88 and WindowMessage 48 by {@code jcmd GC.class_histogram}): a field added to
 * a processor costs 10^6 of it at P = 10^6, so adding one should be a decision, made here. Field bytes (references compressed to 4, as below 32 GB of heap), not
 * instance sizes, so the test does not depend on the header the JVM uses (8 bytes with compact
 * headers: WindowProcessor 88 bytes, WindowMessage 48).
 */
class ProcessorLayoutTest {
    /** The bytes of the instance fields of {@code c} and its superclasses. */
    static long fieldBytes(Class<?> c) {
        long sum = 0;
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            for (Field f : k.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers())) {
                    sum += size(f.getType());
                }
            }
        }
        return sum;
    }

    private static int size(Class<?> type) {
        if (type == long.class || type == double.class) {
            return 8;
        }
        if (type == int.class || type == float.class) {
            return 4;
        }
        if (type == short.class || type == char.class) {
            return 2;
        }
        if (type == byte.class || type == boolean.class) {
            return 1;
        }
        return 4;
    }

    @Test
    void aProcessorKeepsItsFields() {
        // the mailbox (20), the transit state and the owner's four flags in a byte (5), clock,
        // sends, busy time, window stamp (32), id and place in the window (8), the wake and
        // retired flags (2), the synchronizer, the rare state and the send requests, which count
        // the burst (12): 79, so 88 bytes with compact headers
        assertEquals(79, fieldBytes(WindowProcessor.class));
    }

    @Test
    void aMessageKeepsItsFields() {
        // sequence, send start, arrival (24), sender and destination (8), payload (4): no link,
        // the mailbox's queue holds it in a node of its own (Mailbox)
        assertEquals(36, fieldBytes(WindowMessage.class));
        // a message of more than one byte (LogGP) adds its size; one of one byte does not carry it
        assertEquals(40, fieldBytes(SizedWindowMessage.class));
    }

    @Test
    void theSizesAreCounted() {
        // the counting itself, on a class whose layout is known: 8 + 4 + 2 + 1 + a reference
        record Known(long a, int b, char c, boolean d, Object e) {
        }
        assertEquals(19, fieldBytes(Known.class));
    }
}
