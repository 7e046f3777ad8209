package org.pcmemu.bench;

import com.sun.management.GarbageCollectionNotificationInfo;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import javax.management.ListenerNotFoundException;
import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;

/**
 * Peak heap use of this JVM, in bytes, sampled where the heap is fullest: just before every
 * garbage collection (from the GC notifications) and whenever {@link #sample} is called.
 *
 * <p>The result is a lower bound on the true peak (the heap may grow a little between a GC's
 * notification and the next), but close to it, unlike the sum of the per-pool peaks, which adds
 * maxima reached at different times. Threadsafe: notifications arrive on a JMX thread.
 */
final class HeapPeak implements NotificationListener, AutoCloseable {
    private final AtomicLong peak = new AtomicLong();
    private final AtomicLong collections = new AtomicLong();
    private final List<NotificationEmitter> emitters = new ArrayList<>();
    private final Set<String> heapPools = new HashSet<>();

    HeapPeak() {
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                heapPools.add(pool.getName());
            }
        }
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (gc instanceof NotificationEmitter emitter) {
                emitter.addNotificationListener(this, null, null);
                emitters.add(emitter);
            }
        }
        sample();
    }

    /** Records the heap in use now. */
    void sample() {
        raise(ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
    }

    /** The largest heap use seen so far, in bytes. */
    long peakBytes() {
        return peak.get();
    }

    /** Garbage collections (young, mixed, full, concurrent cycles) seen so far. */
    long collections() {
        return collections.get();
    }

    @Override
    public void handleNotification(Notification notification, Object handback) {
        if (!GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(notification.getType())) {
            return;
        }
        GarbageCollectionNotificationInfo info =
                GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData());
        long before = 0;
        for (Map.Entry<String, MemoryUsage> pool : info.getGcInfo().getMemoryUsageBeforeGc().entrySet()) {
            if (heapPools.contains(pool.getKey())) {
                before += pool.getValue().getUsed();
            }
        }
        collections.incrementAndGet();
        raise(before);
    }

    private void raise(long bytes) {
        peak.accumulateAndGet(bytes, Math::max);
    }

    @Override
    public void close() {
        for (NotificationEmitter emitter : emitters) {
            try {
                emitter.removeNotificationListener(this);
            } catch (ListenerNotFoundException e) {
                // already gone: nothing to undo
            }
        }
    }
}
