package org.pcmemu.models.dbsp;

/** The code each D-BSP processor runs, or runs in its half of a partition. */
@FunctionalInterface
public interface DBspProgram {
    void run(DBspProcessor processor) throws Exception;
}
