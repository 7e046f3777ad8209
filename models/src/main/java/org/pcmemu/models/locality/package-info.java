/**
 * Latency functions l(k) and g(k) of the locality models (Juurlink et al. 2003, section 1),
 * rounded up to whole cycles once, at the function, so that runs and bounds use the same numbers;
 * and {@link org.pcmemu.models.locality.Formula}, the small expression language of user latency
 * functions and bounds. Everything here is immutable and threadsafe (docs/models.md, "Latency
 * functions l(k) and g(k)").
 */
package org.pcmemu.models.locality;
