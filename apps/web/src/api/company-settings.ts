import {
  downloadSettingsBody,
  materialConfigurationBody,
  otherSettingsBody,
  type UpdateDownloadSettingsRequest,
  type UpdateMaterialConfigurationRequest,
  type UpdateOtherSettingsRequest,
} from '@laydown/contracts';
import { http } from './http-client';

export function fetchOtherSettings(signal?: AbortSignal) {
  return http
    .request('/api/company_settings/other_settings', { schema: otherSettingsBody, signal })
    .then((b) => b.other_settings);
}

export function updateOtherSettings(request: UpdateOtherSettingsRequest) {
  return http
    .request('/api/company_settings/other_settings', {
      method: 'PATCH',
      body: request,
      schema: otherSettingsBody,
    })
    .then((b) => b.other_settings);
}

export function fetchDownloadSettings(signal?: AbortSignal) {
  return http
    .request('/api/company_settings/download_settings', { schema: downloadSettingsBody, signal })
    .then((b) => b.download_settings);
}

export function updateDownloadSettings(request: UpdateDownloadSettingsRequest) {
  return http
    .request('/api/company_settings/download_settings', {
      method: 'PATCH',
      body: request,
      schema: downloadSettingsBody,
    })
    .then((b) => b.download_settings);
}

export function fetchMaterialConfiguration(signal?: AbortSignal) {
  return http
    .request('/api/company_settings/company_material_configuration', {
      schema: materialConfigurationBody,
      signal,
    })
    .then((b) => b.company_material_configuration);
}

export function updateMaterialConfiguration(request: UpdateMaterialConfigurationRequest) {
  return http
    .request('/api/company_settings/company_material_configuration', {
      method: 'PATCH',
      body: request,
      schema: materialConfigurationBody,
    })
    .then((b) => b.company_material_configuration);
}
